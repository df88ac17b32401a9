import { Body, Controller, ForbiddenException, Get, HttpCode, HttpException, HttpStatus, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { AUTH_SERVER_ERRORS, type Business, businessInputSchema, type MyBusinessResponse } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { AccountsClient } from '../clients/service-clients';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * The owner's business profile. The owner is always the session's user: a `userId` in the path or
 * body must be theirs (else 403), and an id of someone else's business is not found.
 */
@Controller('api/businesses')
@UseGuards(SignedInGuard)
export class BusinessesController {
  constructor(@Inject(AccountsClient) private readonly accounts: AccountsClient) {}

  /**
   * The owner's business, or `{ business: null }` before they have made one: 200 either way, as a
   * new owner is not an error (the contract's myBusinessResponseSchema). The accounts service says
   * "none yet" with a 404 of its internal API, which stays between the two.
   */
  @Get('user/:userId')
  async get(@Param('userId') userId: string, @CurrentUser() user: SessionUser): Promise<MyBusinessResponse> {
    if (userId !== user.id) throw new ForbiddenException(AUTH_SERVER_ERRORS.otherUser);
    try {
      return { business: await this.accounts.getMyBusiness({ params: { userId: user.id } }) };
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) return { business: null };
      throw error;
    }
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Business> {
    const { userId: _claimed, ...input } = parseInput(businessInputSchema, body);
    return this.accounts.createBusiness({ params: { userId: user.id }, body: input });
  }

  @Put(':id')
  @HttpCode(200)
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Business> {
    const { userId: _claimed, ...input } = parseInput(businessInputSchema, body);
    return this.accounts.updateBusiness({ params: { userId: user.id, businessId: id }, body: input });
  }
}
