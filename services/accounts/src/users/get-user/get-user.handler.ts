import { Injectable } from '@nestjs/common';
import { type AuthUser } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../uuid';
import { UserNotFound } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

@Injectable()
export class GetUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
  ) {}

  async execute(id: string): Promise<AuthUser> {
    // A malformed id cannot name a user: not found, not a database error.
    const user = isUuid(id) ? await this.users.findById(this.unitOfWork.db, id) : null;
    if (!user) throw new UserNotFound();
    return toAuthUser(user);
  }
}
