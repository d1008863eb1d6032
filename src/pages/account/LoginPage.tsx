import { privateHead } from '../../../contract/page-head';
import { A } from '../../../copy/account';
import { LoginForm } from '../../features/account/LoginForm';
import { usePageHead } from '../../runtime/use-page-head';
import { container, page } from '../../styles/utils.css';

export default function LoginPage() {
  usePageHead(privateHead(A.login.title));
  return (
    <div className={`${container} ${page}`}>
      <LoginForm />
    </div>
  );
}
