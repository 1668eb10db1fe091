import { useLingui } from '@lingui/react/macro';
import { Image, Modal } from '@mantine/core';

/** One photo of a shared portfolio, as large as the screen allows. */
export function SharedPhotoDialog({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      fullScreen
      title={t`Photo`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {src && <Image src={src} alt="" fit="contain" mah="80vh" />}
    </Modal>
  );
}
