import { useNavigate } from 'react-router'
import { useInternetGatewaySelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'

/** An attach form's gateway, and the way back to its page, where the new attachment shows. */
export function useBackToGateway() {
  const navigate = useNavigate()
  const sel = useInternetGatewaySelector()
  return { sel, back: () => navigate(paths.vpcInternetGateway(sel)) }
}
