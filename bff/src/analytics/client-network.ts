import { clientAddressSubject } from '@comarketing/server-kit';

/**
 * The network a client address belongs to, for limits a neighbourhood of addresses shares: an IPv4
 * /24, an IPv6 /64 (what one subscriber usually holds, as for the address itself). Whoever holds
 * a /24 can send from 256 addresses; per network they share one budget.
 */
export function clientNetwork(address: string | undefined): string {
  const subject = clientAddressSubject(address);
  const ipv4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(subject);
  return ipv4 ? `${ipv4[1]}.0/24` : subject;
}
