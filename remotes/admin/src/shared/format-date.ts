/** A date as staff lists show it ('26 Nov 2026'), or 'Never'. */
export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : 'Never');
