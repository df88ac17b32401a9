export const MATCHING_SCHEMA = 'matching';
