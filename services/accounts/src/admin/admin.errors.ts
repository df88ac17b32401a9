import { ADMIN_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class OwnRoleUnchangeable extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super(ADMIN_TEXT.ownRole);
  }
}

export class SuperAdminRequired extends DomainError {
  readonly kind = 'forbidden';
  constructor(message: string = ADMIN_TEXT.notSuperAdmin) {
    super(message);
  }
}

/** Deactivating or deleting oneself from the panel would lock the last admin out by a slip. */
export class OwnAccountGuarded extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super(ADMIN_TEXT.self);
  }
}
