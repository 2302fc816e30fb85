// The one dialog: the question before a risky action (sweetalert2, loaded on first use so pages that never ask one do
// not pay for it). How an action went is said next to its control (lib/useMutation.ts, FormMessage), never in a pop-up.

async function swal() {
  return (await import("sweetalert2")).default;
}

/** Resolves true when the person confirms. */
export async function confirmDialog(options: {
  title: string;
  text?: string;
  confirmText?: string;
  cancelText?: string;
}): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    icon: "warning",
    title: options.title,
    text: options.text,
    showCancelButton: true,
    confirmButtonText: options.confirmText ?? "Sí",
    cancelButtonText: options.cancelText ?? "Cancelar",
    focusCancel: true,
    reverseButtons: true, // the safe choice first, where the eye lands
    // the site's own buttons, type and colours instead of the library's
    buttonsStyling: false,
    customClass: {
      popup: "confirm-dialog",
      confirmButton: "btn btn-danger",
      cancelButton: "btn btn-outline",
      actions: "confirm-dialog__actions",
    },
  });
  return result.isConfirmed;
}
