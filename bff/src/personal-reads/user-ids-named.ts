/**
 * Every user id an event's payload names, however deep: `userId`, `userIds`, and any key ending in
 * `UserId` or `UserIds` (`partnerUserId`, `requesterUserId`, `members[].userId`...).
 */
export function userIdsNamedIn(payload: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (key !== undefined && NAMES_A_USER.test(key)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) visit(innerValue, inner);
    }
  };
  visit(payload, undefined);
  return found;
}

const NAMES_A_USER = /^(userId|userIds|[a-zA-Z]+UserIds?)$/;
