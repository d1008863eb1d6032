import { privateHead } from '../../../contract/page-head';
import { A } from '../../../copy/account';
import { SignupForm } from '../../features/account/SignupForm';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page } from '../../styles/utils.css';

export default function SignupPage() {
  usePageHead(privateHead(A.signup.title));
  return (
    <div className={`${container} ${page}`}>
      <SignupForm />
    </div>
  );
}
