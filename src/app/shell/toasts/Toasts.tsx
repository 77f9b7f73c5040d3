import { lazy, Suspense } from 'react';

// react-toastify arrives in its own chunk, after the login form: nothing toasts before that.
const ToastRegion = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastRegion'));

/** Where toasts appear: mount once at the top of the app. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
