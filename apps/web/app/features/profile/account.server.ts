import type { ContractClient } from '@seed/contract/client';
import type { ReplyOf } from '@seed/contract/endpoint';
import { users } from '@seed/contract/users';

/** The signed-in user with their addresses, wallet and artist request, as the account pages show them. */
type Me = ReplyOf<typeof users.me>;

export function loadMe(api: ContractClient): Promise<Me> {
  return api.call(users.me);
}
