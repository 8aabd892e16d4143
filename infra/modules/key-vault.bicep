// The one place secrets live. Access by Azure RBAC: each deployable's identity is a "Key Vault Secrets User" (read
// secret values only); nothing reads a secret from an app setting written in clear.
param name string
param location string
param tags object

@description('Principal ids that read secret values (the deployables\' identities).')
param readerPrincipalIds array

@secure()
@description('Secret name (Key Vault spelling, dashes) to value.')
param secrets object

// Built-in role "Key Vault Secrets User".
var secretsUserRoleId = '4633458b-17de-408a-b874-0445c86b69e6'

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 7
  }
}

resource secret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = [
  for item in items(secrets): {
    parent: vault
    name: item.key
    properties: { value: item.value }
  }
]

resource readers 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for principalId in readerPrincipalIds: {
    scope: vault
    name: guid(vault.id, principalId, secretsUserRoleId)
    properties: {
      principalId: principalId
      principalType: 'ServicePrincipal'
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', secretsUserRoleId)
    }
  }
]

output name string = vault.name
output uri string = vault.properties.vaultUri
