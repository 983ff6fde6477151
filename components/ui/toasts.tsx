"use client";

import { Bounce, ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

/** The toast container with the spec §9 defaults written out (they are react-toastify's own). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      theme="light"
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick={false}
      newestOnTop={false}
      hideProgressBar={false}
      transition={Bounce}
    />
  );
}
