import { Module } from '@nestjs/common';

// Signed upload addresses, the raw PUT, content checks, storage and serving /objects/uploads/*.
@Module({})
export class BffUploadsModule {}
