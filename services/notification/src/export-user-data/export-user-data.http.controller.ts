import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageEntity } from '../database/entities/message.entity';
import { NotificationEntity } from '../database/entities/notification.entity';
import { toMessageDto } from '../messages/message.mapper';
import { toNotificationDto } from '../notifications/notification.mapper';
import { PreferencesStore } from '../preferences/preferences.store';

/** Everything this service holds about a user, for their data export. */
@Controller('internal/users/:userId/export')
export class ExportUserDataHttpController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly preferences: PreferencesStore,
  ) {}

  @Get()
  async export(@Param('userId', ParseUUIDPipe) userId: string) {
    const [notifications, messages, preferences] = await Promise.all([
      this.dataSource.getRepository(NotificationEntity).find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(MessageEntity).find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.preferences.read(userId),
    ]);
    return {
      notifications: notifications.map(toNotificationDto),
      messages: messages.map(toMessageDto),
      preferences,
    };
  }
}
