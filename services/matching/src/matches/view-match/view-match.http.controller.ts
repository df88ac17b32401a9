import { Controller, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { type SqlTransactionRunner } from '@comarketing/messaging';
import { SQL_RUNNER } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { type PartnerMatchRow, toPartnerMatch } from '../partner-match.row';

@Controller('internal/users/:userId/partner-matches')
export class ViewMatchHttpController {
  constructor(@Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner) {}

  /** Opening a match marks it viewed; only the owner's own side can be opened. */
  @Put(':id/view')
  @HttpCode(200)
  async view(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<PartnerMatch> {
    if (!isUuid(id)) throw new NotFoundException(MATCH_TEXT.notFound);
    const [row] = await this.db.transaction((tx) =>
      tx.query<PartnerMatchRow>(
        `UPDATE matching.partner_matches SET is_viewed = true, updated_at = CASE WHEN is_viewed THEN updated_at ELSE now() END
         WHERE id = $1 AND user_id = $2 RETURNING *`,
        [id, userId],
      ),
    );
    if (!row) throw new NotFoundException(MATCH_TEXT.notFound);
    return toPartnerMatch(row);
  }
}
