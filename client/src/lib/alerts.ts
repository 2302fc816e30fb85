// The site's dialogs (sweetalert2), loaded on first use so pages that never show one do not pay for it.
type Icon = "success" | "error" | "warning" | "info" | "question";

async function swal() {
  return (await import("sweetalert2")).default;
}

export async function showAlert(icon: Icon, title: string, text?: string): Promise<void> {
  const Swal = await swal();
  await Swal.fire({ icon, title, text, confirmButtonColor: "#7a2e3a" });
}

/** Resolves true when the person confirms. */
export async function confirmDialog(options: { title: string; text?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    icon: "warning",
    title: options.title,
    text: options.text,
    showCancelButton: true,
    confirmButtonText: options.confirmText ?? "Sí",
    cancelButtonText: options.cancelText ?? "Cancelar",
    confirmButtonColor: "#b3261e",
    focusCancel: true,
  });
  return result.isConfirmed;
}
