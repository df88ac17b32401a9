import { Injectable } from '@nestjs/common';
import { type Preferences } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PreferenceRepository } from '../preference.repository';

@Injectable()
export class GetPreferencesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly preferences: PreferenceRepository,
  ) {}

  execute(userId: string): Promise<Preferences> {
    return this.preferences.read(this.unitOfWork.db, userId);
  }
}
