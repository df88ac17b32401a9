import { Controller, Get, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type UploadRecord } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadRecord } from '../upload.mapper';

@Controller('internal/users/:userId/uploads')
export class ListUserUploadsHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every upload of the user, pending ones included (their status says so), oldest first. */
  @Get()
  async list(@Param('userId') userId: string): Promise<UploadRecord[]> {
    if (!isUuid(userId)) return [];
    const uploads = await this.dataSource.getRepository(UploadEntity).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return uploads.map(toUploadRecord);
  }
}
