// Azure Web PubSub for /rt: the robot publishes each second, the browsers subscribe, and the API's realtimeEvents
// function handles the hub's events. The connection string goes into Key Vault, never out as an output.
param name string
param location string
param tags object
param keyVaultName string
param sku string
param capacity int

resource pubsub 'Microsoft.SignalRService/webPubSub@2024-03-01' = {
  name: name
  location: location
  tags: tags
  sku: {
    name: sku
    capacity: capacity
  }
  properties: {
    publicNetworkAccess: 'Enabled'
    disableLocalAuth: false
  }
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource connection 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'webpubsub-connection-string'
  properties: { value: pubsub.listKeys().primaryConnectionString }
}

output name string = pubsub.name
