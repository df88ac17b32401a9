/** The request helper's texts by status, shown as 'status: text'. */
export function httpErrorText(status: number, isMutation: boolean): string {
  if (status === 401) return 'Unauthorized - Please log in again.';
  if (status === 403) return "Access denied - You don't have permission for this action.";
  if (status === 404) return "Not found - The requested resource doesn't exist.";
  if (isMutation && status === 409) return 'Conflict - This action conflicts with existing data.';
  if (isMutation && status === 422) return 'Validation error - Please check your input.';
  if (status === 500) return 'Server error - Please try again later or contact support.';
  if (status >= 400 && status < 500) return 'Request error - Please check your input and try again.';
  return 'Server error - Our team has been notified.';
}
