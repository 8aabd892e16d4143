// The Static Web App (Standard: the custom OpenID Connect provider and rolesSource need it); static-web-app-link.bicep
// links the Functions app as its /api backend once that app exists (the app's PUBLIC_URL is this site's address).
// The site's own settings are the Kinde provider's; the secret is a Key Vault reference read with the site's
// system-assigned identity.
param name string
param location string
param tags object
param keyVaultName string
param kindeClientId string

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'web' })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  identity: { type: 'SystemAssigned' }
  properties: {
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: 'Disabled'
  }
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

// Built-in role "Key Vault Secrets User".
var secretsUserRoleId = '4633458b-17de-408a-b874-0445c86b69e6'

resource siteReadsSecrets 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, site.id, secretsUserRoleId)
  properties: {
    principalId: site.identity.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', secretsUserRoleId)
  }
}

resource settings 'Microsoft.Web/staticSites/config@2023-12-01' = {
  parent: site
  name: 'appsettings'
  properties: {
    KINDE_CLIENT_ID: kindeClientId
    KINDE_CLIENT_SECRET: '@Microsoft.KeyVault(SecretUri=${vault.properties.vaultUri}secrets/kinde-client-secret)'
  }
  dependsOn: [siteReadsSecrets]
}

output name string = site.name
output defaultHostname string = site.properties.defaultHostname
