// Texts of the business profile page, apart from the schemas so a page that needs
// only the words does not pull zod into its bundle.

export const BUSINESS_TEXT = {
  requiredTitle: 'Required fields missing',
  requiredDescription: 'Please fill in all required fields (business name, industry, location, postcode).',
  loadFailedTitle: 'Failed to Load Business Profile',
  loadFailedDescription: 'There was an issue loading your business information. Please refresh the page or contact support.',
  createFailed: 'Failed to create business profile.',
  updateFailed: 'Failed to update business profile.',
  createdTitle: 'Profile created!',
  createdDescription: 'Your business profile has been created successfully.',
  updatedTitle: 'Profile updated!',
  updatedDescription: 'Your business profile has been updated successfully.',
  loading: 'Loading your business profile...',
  noContact: 'No contact information provided',
  creating: 'Creating...',
  updating: 'Updating...',
  invalidPostcode: 'Please enter a valid UK postcode (e.g. M1 1AE)',
  alreadyExists: 'You already have a business profile',
  notFound: 'Business profile not found',
  // What a business name may hold (input/name-rules.ts): it is shown and mailed to partners.
  businessNameTooLong: 'Business name must be at most 160 characters',
  businessNameAddress: 'Business name cannot contain a web or e-mail address',
  businessNameDigits: 'Business name cannot contain a number of 6 or more digits',
  businessNameCharacters: "Business name can only contain letters, numbers, spaces and & . , ( ) ' - / + ! ? :",
} as const;
