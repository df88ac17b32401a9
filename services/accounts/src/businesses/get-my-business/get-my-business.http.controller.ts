import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Business, BUSINESS_TEXT } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { BusinessEntity } from '../../database/entities/business.entity';
import { toBusiness } from '../business.mapper';

@Controller('internal/users/:userId/business')
export class GetMyBusinessHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 404 means the user has no business yet (the page then opens the form). */
  @Get()
  async get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Business> {
    const business = await this.dataSource.getRepository(BusinessEntity).findOneBy({ userId });
    if (!business) throw new NotFoundException(BUSINESS_TEXT.notFound);
    return toBusiness(business);
  }
}
