import { describeContract } from './describe-contract';
import { setupMswContractTarget } from './msw-target';

/** The contract suite against the MSW handlers: the mocks answer what the real server answers. */
describeContract(setupMswContractTarget('MSW handlers'));
