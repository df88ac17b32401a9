import { CAMPAIGN_TEXT, type CampaignStatus, formerPartnersName } from '@comarketing/contracts';
import { equalShares, type Shares } from '../campaigns/budget-split';

/** A campaign some of whose partners are being erased, as erasure reads it before they go. */
export interface CampaignLeft {
  isPair: boolean;
  title: string;
  description: string | null;
  outcomeNote: string | null;
  /** Business of the partner who wrote the note; null when unknown (written before authors were kept). */
  outcomeNoteBy: string | null;
  /** Partners' business ids in the order they joined: a pair's request owner first. */
  partners: string[];
}

/** What the partners who remain read of a campaign's words once the erased ones have gone. */
export interface WordsAfterLeaving {
  title: string;
  description: string | null;
  outcomeNote: string | null;
  outcomeNoteBy: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every erased business name, in any case, read as 'a former partner' (longer names first, so one inside another still goes whole). */
export function withoutNames(text: string, names: string[]): string {
  const distinct = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))].sort((a, b) => b.length - a.length);
  return distinct.reduce((out, name) => out.replace(new RegExp(escape(name), 'gi'), formerPartnersName(1)), text);
}

/**
 * Nothing an erased partner wrote, nor their business's name, stays with the campaign. A pair's
 * title and description were copied from its request, whose owner is its first partner (see
 * start-campaign), so when that partner goes they give way to a neutral title and no description;
 * otherwise (staff's words: a group's name, a hand-made pair's 'A × B') only the names go. A note
 * the erased partner wrote goes whole, as does one whose author is unknown, since it may be
 * theirs; a note of a partner who stays loses only the names.
 */
export function wordsAfterLeaving(campaign: CampaignLeft, erased: ReadonlySet<string>, names: string[]): WordsAfterLeaving {
  const fromTheirRequest = campaign.isPair && campaign.partners.length > 0 && erased.has(campaign.partners[0]);
  const noteIsTheirs = campaign.outcomeNote !== null && (campaign.outcomeNoteBy === null || erased.has(campaign.outcomeNoteBy));
  return {
    title: fromTheirRequest ? CAMPAIGN_TEXT.formerPartnerCampaignTitle : withoutNames(campaign.title, names),
    description: fromTheirRequest || campaign.description === null ? null : withoutNames(campaign.description, names),
    outcomeNote: noteIsTheirs || campaign.outcomeNote === null ? null : withoutNames(campaign.outcomeNote, names),
    outcomeNoteBy: noteIsTheirs ? null : campaign.outcomeNoteBy,
  };
}

/**
 * The plan of a campaign a partner left. One not yet running (a draft, or scheduled) was agreed with
 * them: it goes back to a draft with equal custom shares among those who remain (a 50-50 or 60-40
 * names a partner no longer there), every confirmation cleared, for them to agree again; a lone
 * partner cannot confirm it (`confirmationRefusal`). A running or finished campaign keeps its plan
 * as history: null.
 */
export function planAfterLeaving(status: CampaignStatus, remaining: string[]): { status: 'draft'; budgetSplit: 'custom'; shares: Shares } | null {
  if (status !== 'draft' && status !== 'scheduled') return null;
  return { status: 'draft', budgetSplit: 'custom', shares: equalShares(remaining) };
}
