/**
 * A mail's text as the owner's data export shows it: every link keeps its address and loses its
 * query and fragment, where our one-time tokens travel (a one-click unsubscribe's, a
 * confirmation's), so an export file passed on opens no door. Mail whose whole point is such a
 * link is exported without its text at all (EmailRepository.exportOf).
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#]+)[?#]\S*/gi, '$1');
}
