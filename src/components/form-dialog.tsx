import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { useFocusBackWhenMountedOpen } from './use-focus-back-when-mounted-open.ts';

// Mantine's `sm` breakpoint: below it a dialog with a form gets the whole screen.
const phoneQuery = '(max-width: 48em)';

export type FormDialogProps = Omit<ModalProps, 'fullScreen' | 'centered'>;

/**
 * A dialog holding a form: centred on a tablet or a desktop, the whole screen on a phone, as
 * the achievement drawer is. A centred dialog on a phone leaves a form's dropdowns (the
 * criteria picker) no room, and the keyboard pushes it about. Drawn already open (a form for
 * the row being edited), it still gives the focus back when it closes.
 */
export function FormDialog({ size = 'lg', ...props }: FormDialogProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery(phoneQuery) ?? false;
  useFocusBackWhenMountedOpen(props.opened);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      {...props}
      size={size}
      centered={!isPhone}
      fullScreen={isPhone}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : props.transitionProps}
    />
  );
}
