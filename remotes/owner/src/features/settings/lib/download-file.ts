/** How long the object URL lives after the click: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000;

/** Saves text as a file in the browser: a Blob, an object URL and a temporary `<a download>`. */
export function downloadFile(fileName: string, content: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
