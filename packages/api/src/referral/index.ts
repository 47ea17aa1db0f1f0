export { referralApi, useReferralFriendsQuery, useReferralOverviewQuery } from './referral-api';
