import { type Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig } from '../bff.config';
import { AccountsClient } from '../clients/service-clients';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { LocalDiskStorage } from './local-disk.storage';
import { OBJECT_STORAGE } from './object-storage';
import { UploadUrlSigner } from './upload-url-signer';

export const UPLOADS_CONFIG = 'bff:uploads:config';
export const UPLOADS_LOGGER = 'bff:uploads:logger';

/**
 * BffModule provides the configuration, the accounts client and the logger to its own
 * controllers but exports nothing, and this module is imported by it, so Nest's module scoping
 * hides them from us. Rather than making them global, we look them up once, by token, in the
 * application (ModuleRef with strict: false) and build our own providers from them.
 */
function fromApplication<T>(moduleRef: ModuleRef, token: string | (abstract new (...args: never[]) => T)): T {
  return moduleRef.get<T>(token as string, { strict: false });
}

export const uploadsProviders: Provider[] = [
  { provide: UPLOADS_CONFIG, useFactory: (ref: ModuleRef) => fromApplication<BffConfig>(ref, BFF_CONFIG), inject: [ModuleRef] },
  { provide: UPLOADS_LOGGER, useFactory: (ref: ModuleRef) => fromApplication<Logger>(ref, LOGGER).child({ component: 'uploads' }), inject: [ModuleRef] },
  { provide: AccountsUploadsApi, useFactory: (ref: ModuleRef) => new AccountsUploadsApi(fromApplication(ref, AccountsClient)), inject: [ModuleRef] },
  { provide: UploadUrlSigner, useFactory: (config: BffConfig) => new UploadUrlSigner(config.SESSION_SECRET), inject: [UPLOADS_CONFIG] },
  { provide: OBJECT_STORAGE, useFactory: (config: BffConfig) => new LocalDiskStorage(config.UPLOAD_DIR), inject: [UPLOADS_CONFIG] },
];
