/**
 * Agent contracts (§4 Contracts): the agent's own contract of a kind and its payouts, its direct
 * downline agents' contracts, offers, changes and termination requests, and the four answer relays
 * (§7). Agents only; every downline is read through the agent's tree.
 */
import type { FastifyInstance } from 'fastify';
import { clientContracts } from '@gaming/api/contract';
import { ErrorCode } from '@gaming/api/wire';
import { ApiError } from '../../http/api-error';
import {
  answerContract,
  downlineContractsOf,
  myContract,
  offerContract,
  payoutsOf,
  requestTermination,
} from '../../services/agent-contracts';
import { reportRangeOf } from '../../services/agent-reports';
import { route } from '../../http/route';
import type { RouteDeps } from '../route-deps';

const calls = clientContracts.agentContracts;

export function registerAgentContractRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;

  route(app, calls.myContract, (request) =>
    myContract(db, request.session.customerId, request.query.kind),
  );
  route(app, calls.payouts, (request) => {
    const { from, to } = request.query;
    if ((from === undefined) !== (to === undefined))
      throw new ApiError(
        400,
        ErrorCode.reportRangeInvalid,
        'Send both ends of the range, or neither.',
      );
    return payoutsOf(
      db,
      request.session.customerId,
      request.query.kind,
      request.query.pageNo,
      request.query.pageSize,
      from === undefined || to === undefined ? undefined : reportRangeOf(from, to, now()),
    );
  });
  route(app, calls.downlineContracts, (request) =>
    downlineContractsOf(db, request.session.customerId, request.query.kind),
  );
  route(app, calls.offerContract, (request) =>
    offerContract(db, request.session.customerId, request.body, now()),
  );
  route(app, calls.requestTermination, (request) =>
    requestTermination(
      db,
      request.session.customerId,
      request.body.customerId,
      request.body.kind,
      now(),
    ),
  );
  route(app, calls.answerDividend, (request) =>
    answerContract(
      db,
      request.session.customerId,
      { kind: 'dividend', computationPeriod: request.body.computationPeriod },
      request.body.status,
      now(),
    ),
  );
  route(app, calls.answerDaily, (request) =>
    answerContract(
      db,
      request.session.customerId,
      { kind: 'daily', id: request.body.id },
      request.body.status,
      now(),
    ),
  );
  route(app, calls.answerHourly, (request) =>
    answerContract(
      db,
      request.session.customerId,
      { kind: 'hourly', id: request.body.contractId },
      request.body.status,
      now(),
    ),
  );
  route(app, calls.answerRealtime, (request) =>
    answerContract(
      db,
      request.session.customerId,
      { kind: 'realtime', id: request.body.contractId },
      request.body.status,
      now(),
    ),
  );
}
