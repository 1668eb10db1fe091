import { Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import classes from './file-preview.module.css';

/** A picked image shown from an object URL that lives exactly as long as the preview. */
export function FilePreview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  const isImage = file.type.startsWith('image/') && file.type !== 'image/heic';
  useEffect(() => {
    if (!isImage || !image.current) return;
    const objectUrl = URL.createObjectURL(file);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, isImage]);
  return isImage ? (
    <img ref={image} alt={file.name} className={classes.thumbnail} />
  ) : (
    <div className={classes.placeholder}>
      <IconFile size={24} aria-hidden />
      <Text fz={10} truncate dir="auto" className={classes.name}>
        {file.name}
      </Text>
    </div>
  );
}
