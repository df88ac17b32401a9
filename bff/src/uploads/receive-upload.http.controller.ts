import { Controller, HttpCode, Inject, Param, Put, Query, Req } from '@nestjs/common';
import { type Request } from 'express';
import { ReceiveUploadHandler } from './receive-upload.handler';

/**
 * `PUT /api/uploads/:id?expires=&signature=`: the raw file, as the spec's client sends it. No
 * session guard: the signed address is the permission. The JSON body parser leaves image bodies
 * alone, so the handler reads the request stream itself, with a hard limit.
 */
@Controller('api/uploads')
export class ReceiveUploadHttpController {
  constructor(@Inject(ReceiveUploadHandler) private readonly handler: ReceiveUploadHandler) {}

  @Put(':id')
  @HttpCode(200)
  receive(@Param('id') id: string, @Query('expires') expires: unknown, @Query('signature') signature: unknown, @Req() req: Request): Promise<{ path: string }> {
    return this.handler.execute({ id, expires, signature, body: req, declaredLength: req.headers['content-length'] });
  }
}
