import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessRepository } from '../../businesses/business.repository';
import { toBusiness } from '../../businesses/business.mapper';
import { UploadRepository } from '../../uploads/upload.repository';
import { AccountLinkRepository } from '../account-links/account-link.repository';
import { KnownBrowserRepository } from '../known-browsers/known-browser.repository';
import { UserNotFound } from '../user.errors';
import { UserRepository } from '../user.repository';

/** Everything this service holds about a user, for their data export (never the password hash, nor a link's). */
@Injectable()
export class ExportAccountHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly businesses: BusinessRepository,
    private readonly uploads: UploadRepository,
    private readonly links: AccountLinkRepository,
    private readonly browsers: KnownBrowserRepository,
  ) {}

  async execute(userId: string) {
    const db = this.unitOfWork.db;
    const user = await this.users.findById(db, userId);
    if (!user) throw new UserNotFound();
    const business = await this.businesses.findByUser(db, userId);
    const uploads = await this.uploads.exportOf(db, userId);
    const accountLinks = await this.links.exportOf(db, userId);
    const knownBrowsers = await this.browsers.exportOf(db, userId);
    return {
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        companyName: user.companyName,
        role: user.role,
        profileImageUrl: user.profileImageUrl,
        isActive: user.isActive,
        emailVerified: user.emailVerified,
        agreeToMarketing: user.agreeToMarketing,
        createdAt: user.createdAt.toISOString(),
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      },
      business: business ? toBusiness(business) : null,
      uploads,
      accountLinks,
      knownBrowsers,
    };
  }
}
