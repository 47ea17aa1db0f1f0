export {
  REPORT_DEFAULT_DAYS,
  REPORT_HISTORY_DAYS,
  REPORT_MAX_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  REPORT_PERIODS,
  REPORT_RANGE_DAYS,
  checkReportRange,
  csvField,
  csvFileName,
  defaultReportRange,
  isReportPeriod,
  periodEndOf,
  periodStartOf,
  periodWithin,
  toCsv,
} from './reports';
export type { CsvColumn, ReportPeriod, ReportRange, ReportRangeProblem } from './reports';
