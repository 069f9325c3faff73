import { signinWithSecondFactor } from '../../../contract/user';
import { factorTicketExpired } from '../../../rules/second-factor';
import { countFactorTry, refuseFactor, takeFactorCode } from '../../db/second-factors';
import { findUserByEmail, signinFor } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const signinWithSecondFactorMock = createOperationMock(signinWithSecondFactor, ({ db, body }) => {
  const triesLeft = countFactorTry(db, 'email', body.email);
  const ticket = db.factorTickets[body.factor_ticket];
  const user = findUserByEmail(db, body.email);
  if (!ticket || ticket.used || user?.account.basic.user_id !== ticket.userId)
    return refuseFactor(factorTicketExpired);
  const { recoveryCodesLeft } = takeFactorCode(db, ticket.userId, body.code, triesLeft);
  ticket.used = true;
  const result = signinFor(db, user, undefined, { userAgent: ticket.userAgent });
  return recoveryCodesLeft === undefined ? result : { ...result, recovery_codes_left: recoveryCodesLeft };
});
