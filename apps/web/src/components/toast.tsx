import { ToastContainer, toast as toastify } from 'react-toastify';

/** The one toast host: the specs' constants (top-right, 5000 ms, drag 80%, Alt+T, 12 px gap via CSS). */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable
      draggablePercent={80}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      closeOnClick={false}
      pauseOnHover
      newestOnTop
      theme="light"
      toastClassName="tryown-toast"
    />
  );
}

/** success/error/info only, so every screen speaks with the same three voices (errors are red). */
export const toast = {
  success: (message: string) => toastify.success(message),
  error: (message: string) => toastify.error(message),
  info: (message: string) => toastify.info(message),
  dismiss: () => toastify.dismiss(),
};
