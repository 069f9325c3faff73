export { default } from '../preview';
