import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogModalProps extends Pick<
  ModalRootProps,
  'opened' | 'onClose' | 'centered' | 'size'
> {
  title: ReactNode;
  /** false while something must finish: no close button, Escape and outside clicks do nothing. */
  closable?: boolean;
  children: ReactNode;
}

/**
 * Mantine's Modal, with two accessibility gaps closed: its header is a <header> inside the
 * role="dialog" element, which screen readers and axe read as a second page banner, and its
 * close button has no name.
 */
export function DialogModal({ title, closable = true, children, ...rootProps }: DialogModalProps) {
  return (
    <Modal.Root {...rootProps} closeOnClickOutside={closable} closeOnEscape={closable}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          {closable && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
