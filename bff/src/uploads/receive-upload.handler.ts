import { BadRequestException, ForbiddenException, GoneException, HttpException, HttpStatus, Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { UPLOAD_SERVER_ERRORS, UPLOAD_TEXT } from '@comarketing/contracts';
import { httpError } from '@comarketing/server-kit';
import { type Readable } from 'node:stream';
import { type Logger } from 'pino';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { sniffImageType } from './image-signature';
import { ObjectExistsError, type ObjectStorage, OBJECT_STORAGE, type StagedObject } from './object-storage';
import { BodyInterruptedError, BodyTooLargeError, discardBody, readLimitedBody } from './read-limited-body';
import { UploadUrlSigner } from './upload-url-signer';
import { UPLOADS_LOGGER } from './uploads.providers';

export interface ReceivedUpload {
  id: string;
  expires: unknown;
  signature: unknown;
  /** The raw request body; `readableEnded` when a body parser already consumed it (JSON). */
  body: Readable;
  declaredLength: string | undefined;
}

/**
 * Receives one file for a signed address: the signature and expiry first (the address is the
 * capability, no session needed), then the open intent and its size limit, then the bytes up to
 * that limit, then their real type. The bytes are staged, the intent completed (exactly once: a
 * second request for the address gets 410 there), and only then committed under the upload's id;
 * a failed completion discards them. So no file exists without its metadata, even when the
 * process stops half-way (staged bytes are cleared by age, see ClearStaleStagedUploads).
 */
@Injectable()
export class ReceiveUploadHandler {
  constructor(
    @Inject(UploadUrlSigner) private readonly signer: UploadUrlSigner,
    @Inject(AccountsUploadsApi) private readonly uploads: AccountsUploadsApi,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOADS_LOGGER) private readonly logger: Logger,
  ) {}

  async execute(input: ReceivedUpload): Promise<{ path: string }> {
    try {
      return await this.receive(input);
    } finally {
      // Whatever the answer, stop reading what the client may still be sending (bounded).
      discardBody(input.body);
    }
  }

  private async receive({ id, expires, signature, body, declaredLength }: ReceivedUpload): Promise<{ path: string }> {
    if (!this.signer.verify(id, expires, signature)) throw new ForbiddenException(UPLOAD_SERVER_ERRORS.invalidAddress);
    const intent = await this.uploads.openIntent(id);
    if (body.readableEnded) throw new UnsupportedMediaTypeException(UPLOAD_TEXT.refusedContent);

    let bytes: Buffer;
    try {
      bytes = await readLimitedBody(body, intent.maxBytes, declaredLength);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw httpError(HttpStatus.PAYLOAD_TOO_LARGE, UPLOAD_SERVER_ERRORS.tooLarge(intent.purpose));
      if (error instanceof BodyInterruptedError) throw new BadRequestException(UPLOAD_SERVER_ERRORS.interrupted);
      throw error;
    }
    if (bytes.length === 0) throw new BadRequestException(UPLOAD_SERVER_ERRORS.empty);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new UnsupportedMediaTypeException(UPLOAD_TEXT.refusedContent);

    const staged = await this.stage(id, bytes);
    try {
      await this.uploads.complete(id, { contentType, sizeBytes: bytes.length });
    } catch (error) {
      // A time-out or a 5xx may hide a completion that did happen: then the bytes are still wanted.
      if (!(await this.completedDespite(error, id))) {
        await this.storage.discard(staged).catch((cleanupError: unknown) => this.logger.error({ err: cleanupError, uploadId: id }, 'could not discard the bytes of a failed upload'));
        throw error;
      }
    }
    try {
      await this.storage.commit(staged, id);
    } catch (error) {
      // Completed but not stored (a disk failure in one link call): the image will be missing;
      // the owner is told to try again, which takes a new address.
      throw this.storageFailure(error, id);
    }
    // The account may have been deleted (its uploads with it) while this request was in flight.
    if (!(await this.stillRecorded(id))) {
      await this.storage.delete(id);
      throw new GoneException(UPLOAD_SERVER_ERRORS.gone);
    }
    return { path: `/objects/uploads/${id}` };
  }

  private async completedDespite(error: unknown, id: string): Promise<boolean> {
    if (error instanceof HttpException && error.getStatus() < 500) return false; // a clear refusal
    return this.uploads.get(id).then(
      () => true,
      () => false,
    );
  }

  private stillRecorded(id: string): Promise<boolean> {
    return this.uploads.get(id).then(
      () => true,
      // Only a clear "no such upload" counts; if accounts cannot answer, keep the file.
      (error: unknown) => !(error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND),
    );
  }

  private async stage(id: string, bytes: Buffer): Promise<StagedObject> {
    try {
      return await this.storage.stage(bytes);
    } catch (error) {
      throw this.storageFailure(error, id);
    }
  }

  private storageFailure(error: unknown, id: string): HttpException {
    // Another request to the same address got here first: this address is used.
    if (error instanceof ObjectExistsError) return new GoneException(UPLOAD_SERVER_ERRORS.gone);
    this.logger.error({ err: error, uploadId: id }, 'could not store an upload');
    return new HttpException({ message: 'The file could not be stored. Please try again.' }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
