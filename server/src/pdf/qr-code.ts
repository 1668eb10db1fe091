import QRCode from 'qrcode';

/**
 * Draws a QR code of `url` as vector squares, `size` points wide with its top-left corner at
 * (x, y), so it stays sharp at any zoom and costs a few hundred bytes.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  url: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // The standard's quiet zone: four modules of white around the code.
  const quietModules = 4;
  const moduleSize = size / (modules.size + quietModules * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      doc.rect(
        x + (column + quietModules) * moduleSize,
        y + (row + quietModules) * moduleSize,
        moduleSize,
        moduleSize,
      );
    }
  }
  doc.fill('#000000');
}
