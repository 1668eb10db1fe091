import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Modal, Text, useDirection } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconDownload, IconX } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';

import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import { PhotoSlide } from './photo-slide.tsx';
import classes from './photo-viewer.module.css';
import { useEvidenceDownload } from './use-evidence-download.ts';

export interface PhotoViewerProps {
  /** The achievement's photos, in the order shown; other files are downloaded, not viewed. */
  photos: readonly AchievementFileMeta[];
  /** The photo that was tapped. */
  startIndex: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * An achievement's photos, full screen, one at a time: swiped natively (a horizontal
 * scroll-snap strip, which follows the reading direction), or moved through with the
 * previous and next buttons and the arrow keys. The photos' object URLs go with it.
 */
export function PhotoViewer({ photos, startIndex, opened, onClose }: PhotoViewerProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      transitionProps={{ transition: 'fade', duration: 150 }}
      // The browser's own pinch-zoom stays available for a closer look at a photo.
      removeScrollProps={{ allowPinchZoom: true }}
    >
      <Modal.Content className={classes.viewer}>
        <ViewerContent photos={photos} startIndex={startIndex} onClose={onClose} />
      </Modal.Content>
    </Modal.Root>
  );
}

function ViewerContent({ photos, startIndex, onClose }: Omit<PhotoViewerProps, 'opened'>) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { dir } = useDirection();
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), photos.length - 1));
  const strip = useRef<HTMLDivElement>(null);
  // Set while the buttons or keys scroll to a photo, so the strip's scroll events on the
  // way there do not count the photos passed as the one shown.
  const scrollingTo = useRef<number | null>(null);
  const { download, downloading } = useEvidenceDownload();
  const number = numberFormat(locale);
  const total = number.format(photos.length);
  const positionOf = (at: number) => {
    const position = number.format(at + 1);
    return t`${position} of ${total}`;
  };

  const showSlide = (at: number, behavior: ScrollBehavior) => {
    const slide = strip.current?.children[at];
    slide?.scrollIntoView({ behavior, block: 'nearest', inline: 'start' });
  };

  useLayoutEffect(() => {
    showSlide(index, 'instant');
    // Only where the viewer opens; later moves scroll from their own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (at: number) => {
    if (at < 0 || at >= photos.length || at === index) return;
    // The button pressed goes at either end; the strip keeps the focus inside the viewer.
    const focused = document.activeElement;
    const atEnd = at === 0 || at === photos.length - 1;
    if (atEnd && focused instanceof HTMLElement && focused.dataset.step !== undefined) {
      strip.current?.focus({ preventScroll: true });
    }
    scrollingTo.current = at;
    setIndex(at);
    showSlide(at, 'smooth');
  };

  const followScroll = (settled: boolean) => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    // Negative from the start in right-to-left, so the distance is what counts.
    const shown = Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
    if (scrollingTo.current !== null && shown !== scrollingTo.current && !settled) return;
    scrollingTo.current = null;
    setIndex(Math.min(shown, photos.length - 1));
  };

  useWindowEvent('keydown', (event) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: photos.length - 1,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    goTo(target);
  });

  const current = photos[index];
  if (!current) return null;
  return (
    <div className={classes.layout}>
      <header className={classes.bar}>
        <ActionIcon
          variant="subtle"
          color="#fff"
          size="lg"
          onClick={onClose}
          aria-label={t`Close`}
          data-autofocus
        >
          <IconX size={22} aria-hidden />
        </ActionIcon>
        <div className={classes.heading}>
          <Text className={classes.counter} aria-live="polite">
            {positionOf(index)}
          </Text>
          {/* Its own direction, so a Latin name in Arabic is cut at its end, not its start. */}
          <Modal.Title className={classes.name} title={current.name} dir="auto">
            {current.name}
          </Modal.Title>
        </div>
        <Button
          variant="subtle"
          color="#fff"
          size="compact-md"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void download(current)}
          loading={downloading}
          aria-label={t`Download ${current.name}`}
        >
          {t`Download`}
        </Button>
      </header>
      <div className={classes.stage}>
        <div
          ref={strip}
          className={classes.strip}
          tabIndex={-1}
          onScroll={() => followScroll(false)}
          onScrollEnd={() => followScroll(true)}
        >
          {photos.map((photo, at) => (
            <PhotoSlide
              key={photo.id}
              photo={photo}
              near={Math.abs(at - index) <= 1}
              label={positionOf(at)}
            />
          ))}
        </div>
        {index > 0 && (
          <ActionIcon
            className={`${classes.step} ${classes.previous}`}
            variant="filled"
            color="dark"
            radius="xl"
            size="xl"
            onClick={() => goTo(index - 1)}
            data-step
            aria-label={t`Previous photo`}
          >
            {dir === 'rtl' ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
          </ActionIcon>
        )}
        {index < photos.length - 1 && (
          <ActionIcon
            className={`${classes.step} ${classes.next}`}
            variant="filled"
            color="dark"
            radius="xl"
            size="xl"
            onClick={() => goTo(index + 1)}
            data-step
            aria-label={t`Next photo`}
          >
            {dir === 'rtl' ? <IconChevronLeft aria-hidden /> : <IconChevronRight aria-hidden />}
          </ActionIcon>
        )}
      </div>
    </div>
  );
}
