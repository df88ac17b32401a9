import { Injectable } from '@nestjs/common';
import { type Preferences } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PreferenceRepository } from '../preference.repository';

/** Changes only the toggles given (two quick saves of different toggles both stay: see the repository). */
@Injectable()
export class UpdatePreferencesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly preferences: PreferenceRepository,
  ) {}

  execute(userId: string, changes: Partial<Preferences>): Promise<Preferences> {
    return this.unitOfWork.run((tx) => this.preferences.update(tx, userId, changes));
  }
}
