import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BusinessEntity } from '../../database/entities/business.entity';
import { UserEntity } from '../../database/entities/user.entity';
import { toBusiness } from '../../businesses/business.mapper';

/** Everything this service holds about a user, for their data export (never the password hash). */
@Controller('internal/users/:userId/export')
export class ExportAccountHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  async export(@Param('userId', ParseUUIDPipe) userId: string) {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new NotFoundException('User not found');
    const business = await this.dataSource.getRepository(BusinessEntity).findOneBy({ userId });
    const uploads = await this.dataSource.query(
      `SELECT id, purpose, status, content_type AS "contentType", size_bytes AS "sizeBytes", created_at AS "createdAt" FROM accounts.uploads WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
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
    };
  }
}
