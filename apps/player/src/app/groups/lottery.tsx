import LotteryPage from '../../features/lottery/lottery-page';

/** The Lottery screen group (§2 /lottery, /seaLottery, /vnLottery), loaded on demand. */
export default LotteryPage;
