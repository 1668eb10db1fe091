import classes from './media-player.module.css';

export interface MediaPlayerProps {
  /** A streamed address (the server honours ranges) or a `blob:` URL of the device's copy. */
  src: string;
  mimeType: string;
  /** What the player plays, for screen readers: e.g. "Video: science-fair.mp4". */
  label: string;
}

/**
 * A video or audio file in the platform's own player (controls, full screen, picture in
 * picture come with it). `preload="metadata"` fetches only the first ranges; `#t=0.1` makes
 * the browser draw a first frame as the poster, which no server has to make. A fragment on a
 * `blob:` URL is left out: some engines then refuse the address.
 */
export function MediaPlayer({ src, mimeType, label }: MediaPlayerProps) {
  if (mimeType.startsWith('audio/')) {
    return (
      <audio src={src} controls preload="metadata" className={classes.audio} aria-label={label} />
    );
  }
  return (
    <video
      src={src.startsWith('blob:') ? src : `${src}#t=0.1`}
      controls
      playsInline
      preload="metadata"
      className={classes.video}
      aria-label={label}
    />
  );
}
