export { type ClaimOutcome, claimOffer, type OfferState, offerByLink, offerState } from './claim';
export { type DeskOfferOutcome, deskOffer, deskRemoveEntry, deskWaitlist } from './desk';
export { type OfferFacts, offerFacts } from './facts';
export { askEarlier, type EarlierOutcome, type Joined, joinWaitlist, stopEarlier } from './join';
export { leaveEntryByLink } from './leave';
export { leaveUrl, offerToken } from './links';
export { offerFreePlaces, offerLeadHours, writeOffers } from './offers';
