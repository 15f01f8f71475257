import {createContext, type HTMLAttributes, type Ref} from 'react';
import {
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
  type ModalRenderProps,
} from 'react-aria-components';

/**
 * Set by every modal surface (`Modal`, `Drawer`): a `Dialog` inside one is modal, and says so with
 * `aria-modal`. Internal; not exported from the package.
 */
export const ModalSurfaceContext = createContext(false);

export interface ModalSurfaceProps extends ModalOverlayProps {
  /** Attributes of the backdrop (the overlay around the surface). */
  overlay: HTMLAttributes<HTMLDivElement> & {[data: `data-${string}`]: string | undefined};
  className?:
    string | ((values: ModalRenderProps & {defaultClassName: string | undefined}) => string);
  ref?: Ref<HTMLDivElement>;
}

/**
 * The backdrop and surface every modal shares: the backdrop takes the open state and how the modal
 * is dismissed, the surface everything else. Internal; `Modal` and `Drawer` dress it.
 */
export function ModalSurface({
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  shouldCloseOnInteractOutside,
  isEntering,
  isExiting,
  overlay,
  ...surface
}: ModalSurfaceProps) {
  return (
    <ModalOverlay
      {...overlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      shouldCloseOnInteractOutside={shouldCloseOnInteractOutside}
      isEntering={isEntering}
      isExiting={isExiting}
    >
      <ModalSurfaceContext value={true}>
        <RACModal {...surface} />
      </ModalSurfaceContext>
    </ModalOverlay>
  );
}
