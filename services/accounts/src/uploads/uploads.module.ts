import { Module } from '@nestjs/common';

// Upload metadata (owner, purpose, size limit, content type, single use). Filled in by the uploads work.
export const uploadsEntities: (new () => object)[] = [];
export const uploadsMigrations: (new () => object)[] = [];

@Module({})
export class UploadsModule {}
