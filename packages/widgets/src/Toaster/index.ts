export { Toaster, type ToasterProps } from './Toaster';
export {
  ToastProvider,
  useToast,
  useToastStore,
  useToasts,
  type ToastProviderProps,
  type UseToastResult,
} from './ToastContext';
export {
  toast,
  showToast,
  createToastStore,
  getPageToastStore,
  isSwipeToClose,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_HOTKEY,
  type Toast,
  type ToastAction,
  type ToastHandle,
  type ToastInput,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
} from './toastStore';
export { withToaster, toasterHostStyles } from './withToaster';
